-- Slow mode switched on, changed or off: every viewer's chat says so.
create or replace function paid_live_chat_settings() returns trigger
language plpgsql as $$
begin
  if old.slow_mode_seconds is distinct from new.slow_mode_seconds then
    perform paid_live_publish('chat:' || new.id, 'settings',
      jsonb_build_object('slowModeSeconds', new.slow_mode_seconds));
  end if;
  return null;
end
$$;

create or replace trigger stream_channels_chat_settings_live after update of slow_mode_seconds
  on stream_channels for each row execute function paid_live_chat_settings();
