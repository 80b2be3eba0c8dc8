-- Several charged gifts settled in one call (server/src/donations/gift-settlement.ts, the
-- group commit of db/coalesced-calls.ts): paid_settle_donation for each, in the order given;
-- answers the places (i, from 0) of those it settled. Before the first, the rows every mover writes are locked in the
-- order each mover keeps for one gift (paid_move_totals: the candidate, then its state, then
-- the donors and the platform): all the batch's candidates by id, then their states by code.
-- So a batch and any other mover, or two batches on two servers, never wait for each other in
-- a circle, although a batch holds the platform row from its first gift to its last.
-- p_lock_rows false skips those locks where no other connection can hold a row (PGlite has one).
create or replace function paid_settle_donations(p_gifts jsonb, p_lock_rows boolean)
returns table (i int)
language plpgsql volatile as $$
#variable_conflict use_column
declare
  g record;
  v_ids bigint[];
begin
  if p_lock_rows then
    select array_agg((e ->> 'id')::bigint) into v_ids from jsonb_array_elements(p_gifts) e;
    perform 1 from candidates c
      where c.id in (select d.candidate_id from donations d where d.id = any(v_ids))
      order by c.id for no key update;
    perform 1 from state_totals s
      where s.state_code in (select c.state_code from donations d
                               join candidates c on c.id = d.candidate_id
                              where d.id = any(v_ids))
      order by s.state_code for no key update;
  end if;
  for g in select * from jsonb_to_recordset(p_gifts)
                  as x(i int, id bigint, charge_id text, mail_to text, subject text, body text)
            order by x.i loop
    -- The places of the gifts this call settled (a gift no longer pending answers no row).
    return query
    select g.i from paid_settle_donation(g.id, g.charge_id, g.mail_to, g.subject, g.body);
  end loop;
end
$$;
