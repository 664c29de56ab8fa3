/**
 * A variable that `beforeAll` assigns is declared with the type it has once set up, yet it is still
 * unassigned in `afterAll` when the set-up failed before reaching it. Teardown reads it through this,
 * whose type says so: `afterAll(() => ifStarted(api)?.close())`.
 */
export const ifStarted = <T>(value: T): T | undefined => value;
