// The part of janode (npm, plain JavaScript) the server uses: server/src/media/janus-media-server.ts.
declare module 'janode' {
  import type { EventEmitter } from 'node:events';

  export interface Jsep {
    type: 'offer' | 'answer';
    sdp: string;
    trickle?: boolean;
  }
  export interface JanodeHandle extends EventEmitter {
    id: number;
    detach(): Promise<void>;
  }
  export interface JanodeSession extends EventEmitter {
    attach<H>(plugin: { id: string; Handle: new (...args: never[]) => H }): Promise<H>;
    destroy(): Promise<void>;
  }
  export interface JanodeConnection extends EventEmitter {
    create(): Promise<JanodeSession>;
    /** Janus's `info` request: a round trip that needs no session. */
    getInfo(): Promise<unknown>;
    close(): Promise<void>;
  }
  const Janode: {
    connect(config: {
      address: { url: string; apisecret?: string };
      retry_time_secs?: number;
      max_retries?: number;
    }): Promise<JanodeConnection>;
    EVENT: Record<
      'CONNECTION_CLOSED' | 'HANDLE_HANGUP' | 'HANDLE_DETACHED' | 'HANDLE_WEBRTCUP',
      string
    >;
    Logger: { setLevel(level: string): void };
  };
  export default Janode;
}

declare module 'janode/plugins/videoroom' {
  import type { JanodeHandle, Jsep } from 'janode';

  export interface SubscribedStream {
    mid: string;
    type: 'audio' | 'video' | 'data';
    feed_id?: string | number;
    feed_display?: string;
  }
  export interface VideoRoomHandle extends JanodeHandle {
    create(params: {
      room: string;
      secret: string;
      admin_key: string;
      max_publishers?: number;
      is_private?: boolean;
      permanent?: boolean;
    }): Promise<unknown>;
    destroy(params: { room: string; secret: string }): Promise<unknown>;
    exists(params: { room: string }): Promise<{ exists: boolean }>;
    listParticipants(params: { room: string; secret?: string }): Promise<{
      participants: { feed: string | number; display?: string; publisher: boolean }[];
    }>;
    /** Token checks (VideoRoom `allowed`): enable/disable them, add/remove tokens. */
    allow(params: {
      room: string;
      action: 'enable' | 'disable' | 'add' | 'remove';
      list?: string[];
      secret: string;
    }): Promise<{ list?: string[] }>;
    kick(params: { room: string; feed: string | number; secret: string }): Promise<unknown>;
    /** Joins as a publisher without publishing yet (the tests' intruder). */
    joinPublisher(params: {
      room: string;
      display?: string;
      token?: string;
    }): Promise<{ feed: string | number }>;
    joinConfigurePublisher(params: {
      room: string;
      display: string;
      token?: string;
      audio?: boolean;
      video?: boolean;
      jsep: Jsep;
    }): Promise<{ feed: string | number; jsep?: Jsep }>;
    joinSubscriber(params: {
      room: string;
      streams: { feed: string | number; mid?: string }[];
      autoupdate?: boolean;
    }): Promise<{ jsep?: Jsep; streams?: SubscribedStream[] }>;
    start(params: { jsep: Jsep }): Promise<unknown>;
    /** A publisher's `configure`; `keyframe` asks its browser for one. */
    configure(params: { keyframe?: boolean }): Promise<unknown>;
    /** VideoRoom `rtp_forward` (multistream): a publisher's tracks, by mid, to UDP ports. */
    startForward(params: {
      room: string;
      feed: string | number;
      host: string;
      streams: { mid: string; port: number }[];
      secret: string;
      admin_key?: string;
    }): Promise<{ forwarders?: { audio_stream?: number; video_stream?: number }[] }>;
    /** VideoRoom `stop_rtp_forward`: one forwarded stream, by the id `rtp_forward` gave it. */
    stopForward(params: {
      room: string;
      feed: string | number;
      stream: number;
      secret: string;
      admin_key?: string;
    }): Promise<unknown>;
  }
  const VideoRoomPlugin: {
    id: string;
    Handle: new (...args: never[]) => VideoRoomHandle;
    EVENT: Record<string, string>;
  };
  export default VideoRoomPlugin;
}
