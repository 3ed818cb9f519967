// Integration tests start real servers (an SMTP sink, a Blobs server in a child process) in their
// hooks. `npm test` runs them beside the end-to-end lane on a 2-core machine, where a child
// process can take longer than jest's default 5 s to start.
jest.setTimeout(30_000);
