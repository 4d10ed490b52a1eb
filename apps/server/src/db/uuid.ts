const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from the outside can name a row of a uuid column: PostgreSQL refuses any other text. */
export const isUuid = (value: string): boolean => UUID.test(value);
