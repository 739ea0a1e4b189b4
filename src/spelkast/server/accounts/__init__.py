"""Optional accounts (docs/accounts.md): sign-up with a name and a password or a passkey,
sessions in the database, seats that belong to an account. Anonymous play needs none of
it."""
