-- Every donation row carries its donor keys, whoever writes it (the API, the seed, imports):
-- this trigger fills them, so the limit's sum is one indexed query.
create or replace function paid_donation_keys()
returns trigger
language plpgsql as $$
begin
  new.donor_email_key := paid_email_key(new.donor_email);
  new.donor_identity_key := paid_identity_key(new.donor_name, new.donor_address_line1,
                                              new.donor_postal_code);
  return new;
end
$$;

create or replace trigger donations_donor_keys
  before insert or update of donor_email, donor_name, donor_address_line1, donor_postal_code
  on donations for each row execute function paid_donation_keys();
