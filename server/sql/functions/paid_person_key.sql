-- Who a donor is, as a person (docs/donation-rules.md "One donor identity"): an address key
-- (paid_email_key) that support linked to others ("these are one person", donor_links,
-- migration 0035) stands for its group's person key; any other key is its own person.
create or replace function paid_person_key(p_email_key text)
returns text
language sql stable as $$
  select coalesce((select l.person_key from donor_links l where l.email_key = p_email_key),
                  p_email_key)
$$;
