// The RTP streams Janus forwards for HLS (docs/video.md "HLS for crowds"), described for
// ffmpeg. Janus forwards a publisher's packets with the payload types the publisher's SDP
// answer settled on, so the answer says which number is which codec; ffmpeg reads that from an
// SDP file listing the loopback ports the streams arrive on.

export interface ForwardedTrack {
  kind: 'audio' | 'video';
  /** The publisher's m-line (Janus forwards by mid). */
  mid: string;
  payloadType: number;
  /** As in the rtpmap: 'VP8/90000', 'opus/48000/2'. */
  rtpmap: string;
}

/** The first audio and the first video section of Janus's answer to a publisher. */
export function forwardedTracks(answerSdp: string): ForwardedTrack[] {
  const tracks: ForwardedTrack[] = [];
  for (const section of answerSdp.split(/\r?\nm=/).slice(1)) {
    const [line, ...rest] = section.split(/\r?\n/);
    const kind = line.split(' ')[0];
    if ((kind !== 'audio' && kind !== 'video') || tracks.some((t) => t.kind === kind)) continue;
    // A rejected section has port 0.
    if (line.split(' ')[1] === '0') continue;
    const mid = rest
      .find((l) => l.startsWith('a=mid:'))
      ?.slice('a=mid:'.length)
      .trim();
    const payloadType = Number(line.split(' ')[3]);
    const rtpmap = rest
      .find((l) => l.startsWith(`a=rtpmap:${payloadType} `))
      ?.slice(`a=rtpmap:${payloadType} `.length)
      .trim();
    if (mid === undefined || !rtpmap || !Number.isInteger(payloadType)) continue;
    tracks.push({ kind, mid, payloadType, rtpmap });
  }
  return tracks;
}

/** An SDP ffmpeg reads: each track on its loopback port. */
export function ffmpegSdp(tracks: (ForwardedTrack & { port: number })[]): string {
  const lines = [
    'v=0',
    'o=- 0 0 IN IP4 127.0.0.1',
    's=PAID HLS',
    'c=IN IP4 127.0.0.1',
    't=0 0',
    ...tracks.flatMap((track) => [
      `m=${track.kind} ${track.port} RTP/AVP ${track.payloadType}`,
      `a=rtpmap:${track.payloadType} ${track.rtpmap}`,
      ...(track.rtpmap.toLowerCase().startsWith('opus')
        ? [`a=fmtp:${track.payloadType} sprop-stereo=0`]
        : []),
    ]),
  ];
  return `${lines.join('\n')}\n`;
}
