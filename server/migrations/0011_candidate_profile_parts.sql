-- Candidate profile parts: the spec's standalone application folds the
-- experience and the platform into `bio` ("<biography>\n\nExperience: <experience>\n\n
-- Platform: <platform>"), and that text was stored as the biography, so the candidate page
-- showed "Experience: ..." inside Biography, "No experience listed yet." and "Platform details
-- coming soon.". The server now stores the three apart; this splits the applications made
-- before it. Only rows with neither text of their own are touched (an account-form save
-- already wrote them apart), and the same rule as the server's unfolding applies: the
-- biography ends at the first "Experience: " label, the experience at the next "Platform: ".
-- A blank part is stored as null, as the server stores blank texts, so pages show their
-- fallbacks. The email and phone such applications were asked for were never sent, so
-- there is nothing to recover for them.
with folded as (
  select id, regexp_match(bio, '^(.*?)\n\nExperience: (.*?)\n\nPlatform: (.*)$') as parts
    from candidates
   where experience is null
     and platform is null
     and strpos(bio, E'\n\nExperience: ') > 0
)
update candidates c
   set bio = case when f.parts[1] ~ '^\s*$' then null else f.parts[1] end,
       experience = case when f.parts[2] ~ '^\s*$' then null else f.parts[2] end,
       platform = case when f.parts[3] ~ '^\s*$' then null else f.parts[3] end
  from folded f
 where c.id = f.id
   and f.parts is not null;
