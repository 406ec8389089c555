// One autocannon run in a process of its own (see `load` in api.mjs): receives
// { url, headers, options } over IPC, answers { result } or { error }, and exits. With
// `options.sequence` ([{ method, path, headers, body }]), each request of the sequence is sent
// once, in order, instead of the same request for `duration` seconds.
import autocannon from 'autocannon';

process.on('disconnect', () => process.exit(1));
process.once('message', ({ url, headers, options: { connections, duration, expectStatus, sequence } }) => {
  let next = 0;
  const settings = sequence
    ? {
        url,
        connections,
        amount: sequence.length,
        requests: [{ setupRequest: (request) => ({ ...request, ...sequence[next++ % sequence.length] }) }],
      }
    : { url, connections, duration, headers };
  autocannon(settings, (error, result) => {
    if (error) {
      process.send({ error: error.message }, () => process.exit(0));
      return;
    }
    const unexpected =
      expectStatus === 302 ? result['1xx'] + result['2xx'] + result['4xx'] + result['5xx'] : result.non2xx;
    process.send(
      {
        result: {
          requests: result.requests.total,
          requestsPerSecond: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts + unexpected,
        },
      },
      () => process.exit(0),
    );
  });
});
