-- Who a donor is, by address (docs/donation-rules.md "One donor identity"): the same person
-- under another spelling of one address. Lower case, trimmed, the `+tag` dropped, and for
-- providers that ignore dots (gmail.com, googlemail.com: one mailbox) no dots and one domain.
-- server/src/donations/donor-identity.ts is the same rule in TypeScript (for the gift's
-- locks); server/test/donations-identity-keys.test.ts checks that both agree.
create or replace function paid_email_key(p_email text)
returns text
language plpgsql immutable as $$
declare
  v text := lower(btrim(coalesce(p_email, ''), E' \t\r\n'));
  v_at int := length(v) - position('@' in reverse(v)) + 1;
  v_local text;
  v_domain text;
begin
  if position('@' in v) = 0 then return v; end if;
  v_local := split_part(left(v, v_at - 1), '+', 1);
  v_domain := substr(v, v_at + 1);
  if v_domain in ('gmail.com', 'googlemail.com') then
    v_local := replace(v_local, '.', '');
    v_domain := 'gmail.com';
  end if;
  return v_local || '@' || v_domain;
end
$$;
