-- A tournament started, a round decided, a tournament finished.
create or replace function paid_live_tournament() returns trigger
language plpgsql as $$
begin
  perform paid_live_publish('competition', 'tournament', jsonb_build_object(
    'tournamentId', new.tournament_id, 'round', new.round));
  return null;
end
$$;

create or replace trigger tournament_transitions_live after insert on tournament_transitions
  for each row execute function paid_live_tournament();
