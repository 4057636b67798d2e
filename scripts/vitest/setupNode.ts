// Node test projects: nothing global yet; mock-server lifecycle is per test file.
export {};
