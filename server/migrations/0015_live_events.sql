-- Live push: what changed, as events every server hears at once. Each event is a
-- row here (kept ~10 minutes, so a viewer who reconnects with Last-Event-ID gets what it
-- missed from any server) and a NOTIFY on channel `paid_live`, which each server LISTENs to
-- and fans out to its Server-Sent Events connections (live/live-hub.ts).
--
-- The events are written by triggers on the tables whose rows are the facts (a chat message,
-- a settled gift, a stream going live or ending, a tournament's transition), so every path
-- that changes them publishes, on every server, and only when it commits: NOTIFY is
-- delivered at commit and not at all on rollback.

create table live_events (
  id bigint generated always as identity primary key,
  -- `chat:<channelId>`, `candidate:<id>` or `competition`
  topic text not null,
  kind text not null,
  data jsonb not null default '{}'::jsonb,
  -- the time of the insert itself (not of its transaction): replay looks a little back by it
  created_at timestamptz not null default clock_timestamp()
);
create index live_events_topic_idx on live_events (topic, id);
create index live_events_created_idx on live_events (created_at);

-- Records one event and notifies the servers. The notification carries the whole event when
-- it fits NOTIFY's 8000-byte payload, else only its id (the listener reads the row).
create function paid_live_publish(p_topic text, p_kind text, p_data jsonb)
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

-- A chat message, in the API's shape (GET /api/chat/{channelId}/messages).
create function paid_live_chat_message() returns trigger
language plpgsql as $$
begin
  perform paid_live_publish('chat:' || new.channel_id, 'message', jsonb_build_object(
    'id', new.id, 'channelId', new.channel_id, 'username', new.username,
    'message', new.message,
    'timestamp', to_char(new.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'isModerated', new.is_moderated, 'verified', new.verified));
  return null;
end
$$;
create trigger chat_messages_live after insert on chat_messages
  for each row execute function paid_live_chat_message();

-- A gift that succeeded (settled from pending, or recorded succeeded at once): the candidate's
-- page and console, and the competition's money (summary, brackets).
create function paid_live_donation() returns trigger
language plpgsql as $$
begin
  if new.status = 'succeeded' and (tg_op = 'INSERT' or old.status is distinct from 'succeeded') then
    perform paid_live_publish('candidate:' || new.candidate_id, 'donation', jsonb_build_object(
      'candidateId', new.candidate_id, 'streamId', new.stream_id));
    perform paid_live_publish('competition', 'money', '{}'::jsonb);
  end if;
  return null;
end
$$;
create trigger donations_live after insert or update of status on donations
  for each row execute function paid_live_donation();

-- A fundraising stream going live or ending.
create function paid_live_stream() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' or old.ended_at is distinct from new.ended_at then
    perform paid_live_publish('candidate:' || new.candidate_id, 'stream', jsonb_build_object(
      'candidateId', new.candidate_id, 'live', new.ended_at is null));
  end if;
  return null;
end
$$;
create trigger fundraising_streams_live after insert or update of ended_at on fundraising_streams
  for each row execute function paid_live_stream();

-- A tournament started, a round decided, a tournament finished.
create function paid_live_tournament() returns trigger
language plpgsql as $$
begin
  perform paid_live_publish('competition', 'tournament', jsonb_build_object(
    'tournamentId', new.tournament_id, 'round', new.round));
  return null;
end
$$;
create trigger tournament_transitions_live after insert on tournament_transitions
  for each row execute function paid_live_tournament();

-- A candidate who joins or leaves the competition (the summary's counts).
create function paid_live_candidate() returns trigger
language plpgsql as $$
begin
  if tg_op = 'INSERT' or old.is_active is distinct from new.is_active then
    perform paid_live_publish('competition', 'candidates', '{}'::jsonb);
  end if;
  return null;
end
$$;
create trigger candidates_live after insert or update of is_active on candidates
  for each row execute function paid_live_candidate();
