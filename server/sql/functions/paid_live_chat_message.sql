-- A chat message, in the API's shape (GET /api/chat/{channelId}/messages), with moderation:
-- a held message is announced by id only (the moderators' queue reloads; nobody else learns
-- its text); approving one pushes it as a new message; deleting or rejecting one pushes its
-- id as `removed`. Either change bumps the channel's chat_version, so polling viewers get a
-- new list too.
create or replace function paid_live_chat_message() returns trigger
language plpgsql as $$
declare
  v_topic text := 'chat:' || new.channel_id;
  v_message jsonb := jsonb_build_object(
    'id', new.id, 'channelId', new.channel_id, 'username', new.username,
    'message', new.message,
    'timestamp', to_char(new.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'isModerated', new.is_moderated, 'verified', new.verified);
begin
  if tg_op = 'INSERT' then
    if new.removed is not null then
      return null;
    elsif new.is_moderated then
      perform paid_live_publish(v_topic, 'held', jsonb_build_object('id', new.id));
    else
      perform paid_live_publish(v_topic, 'message', v_message);
    end if;
    return null;
  end if;
  if new.removed is not null and old.removed is null then
    update stream_channels set chat_version = chat_version + 1 where id = new.channel_id;
    perform paid_live_publish(v_topic, 'removed', jsonb_build_object('id', new.id));
  elsif old.is_moderated and not new.is_moderated and new.removed is null then
    update stream_channels set chat_version = chat_version + 1 where id = new.channel_id;
    perform paid_live_publish(v_topic, 'message', v_message);
  end if;
  return null;
end
$$;

create or replace trigger chat_messages_live after insert or update of is_moderated, removed on chat_messages
  for each row execute function paid_live_chat_message();
