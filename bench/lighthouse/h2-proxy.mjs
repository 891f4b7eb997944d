// HTTP/2 over TLS in front of a storefront, as a deployment's edge (a CDN or reverse proxy)
// serves it: `--h2` of bench/lighthouse/run.mjs. Lighthouse's simulated network multiplexes HTTP/2
// requests on one connection, while over the storefront's own HTTP/1.1 a page's ~45 JavaScript
// modules queue on six. The certificate is a throwaway self-signed one (openssl), so Chromium
// runs with --ignore-certificate-errors.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http2 from "node:http2";
import { tmpdir } from "node:os";
import { join } from "node:path";
import proxy from "http2-proxy";

function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), "lighthouse-h2-"));
  try {
    const made = spawnSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost"].concat([
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
      ]),
      { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" },
    );
    if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
    return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Listens on `port` (HTTPS, HTTP/2 with HTTP/1.1 fallback) and forwards to http://127.0.0.1:{upstreamPort}. */
export async function startH2Proxy(port, upstreamPort) {
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true });
  server.on("request", (req, res) => {
    proxy.web(
      req,
      res,
      {
        hostname: "127.0.0.1",
        port: upstreamPort,
        onReq: (_req, { headers }) => {
          headers["x-forwarded-proto"] = "https";
          headers["x-forwarded-host"] = req.headers[":authority"] ?? req.headers.host;
        },
      },
      (error) => {
        if (error && !res.headersSent) {
          res.statusCode = 502;
          res.end();
        }
      },
    );
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return server;
}
