-- Live push (server/src/live/live-hub.ts): records one event (kept ~10 minutes, so a viewer
-- who reconnects with Last-Event-ID gets what it missed from any server) and notifies every
-- server on channel `paid_live`. The notification carries the whole event when it fits
-- NOTIFY's 8000-byte payload, else only its id (the listener reads the row). NOTIFY is
-- delivered at commit and not at all on rollback, so only committed facts are told.
create or replace function paid_live_publish(p_topic text, p_kind text, p_data jsonb)
returns void
language plpgsql volatile as $$
declare
  v_event live_events;
  v_payload text;
begin
  insert into live_events (topic, kind, data) values (p_topic, p_kind, p_data)
  returning * into v_event;
  v_payload := json_build_object('id', v_event.id, 'topic', v_event.topic, 'kind', v_event.kind,
                                 'data', v_event.data, 'at', v_event.created_at)::text;
  if octet_length(v_payload) > 7900 then
    v_payload := json_build_object('id', v_event.id)::text;
  end if;
  perform pg_notify('paid_live', v_payload);
end
$$;
