const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every id is a UUID; anything else cannot name a record, so it is "not found" without asking the database. */
export const isId = (value: string): boolean => UUID.test(value);
