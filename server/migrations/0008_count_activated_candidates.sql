-- Decisions section 10: only candidates support has activated count as candidates. The tile's
-- n/8 (state_candidates), Active States (active_candidates) and the platform's
-- totalCandidates (total_candidates) counted every active (not removed) candidate; from now
-- on they count active AND activated ones, kept in step by activation and deactivation
-- (support/admin-actions.ts). Money is unchanged: a pending candidate's money (none, once
-- gifts to them are refused) still counts in its state's total.
update state_totals s
   set state_candidates = (select count(*) from candidates c
                            where c.state_code = s.state_code and c.level = 'state'
                              and c.is_active and c.is_activated),
       active_candidates = (select count(*) from candidates c
                             where c.state_code = s.state_code
                               and c.is_active and c.is_activated);
update platform_totals
   set total_candidates = (select count(*) from candidates where is_active and is_activated);
