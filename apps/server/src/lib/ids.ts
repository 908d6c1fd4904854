const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in URLs are uuids; anything else can only be "not found" (and must not reach SQL as a uuid). */
export const isUuid = (id: string) => UUID.test(id);
