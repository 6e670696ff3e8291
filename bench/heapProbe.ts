/**
 * Loaded into a server's process by the bench only (`node --expose-gc --import …/heapProbe.js main.js`, see
 * processes.ts), never in production: asked "heap" over the IPC channel, it collects all garbage and answers the
 * heap then in use, in bytes. Memory a server still holds after its sockets closed shows there, where RSS may
 * keep pages the allocator has not returned.
 */
const collect = (globalThis as { gc?: () => void }).gc;
if (!collect || !process.send) throw new Error("heapProbe needs --expose-gc and an IPC channel");
const send = process.send.bind(process);

process.on("message", (message) => {
  if (message !== "heap") return;
  collect();
  send({ heapUsed: process.memoryUsage().heapUsed });
});
// The channel does not keep the server running: it ends when its own work does, as without the probe.
process.channel?.unref();
