-- A live stream's HLS on several servers (docs/video.md "HLS for crowds"): the room's holder
-- copies its playlist and segments into the shared store (hls/hls-mirror.ts). Segments are
-- video (video/mp2t); the playlist is the one non-image, non-video type a store keeps, the
-- same rule as storage/local-file-storage.ts `isServableMediaType`: a list of segment names,
-- which no browser runs as a page or a script.
alter table file_bytes drop constraint file_bytes_media_only;
alter table file_bytes add constraint file_bytes_media_only
  check ((content_type ~ '^(image|video)/[a-z0-9.+-]+$' and content_type <> 'image/svg+xml')
         or content_type = 'application/vnd.apple.mpegurl');
