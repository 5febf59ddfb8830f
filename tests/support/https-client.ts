import https from "node:https";

/**
 * A request to the local TLS balancer of the scale-out test, whose certificate is self-signed for
 * the test (fetch would refuse it, rightly, everywhere else). Answers the status and body.
 */
export function viaProxy(
  origin: string,
  pathname: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      new URL(pathname, origin),
      {
        method,
        rejectUnauthorized: false,
        headers: body === undefined ? headers : { ...headers, "content-length": Buffer.byteLength(body) },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers }),
        );
      },
    );
    request.on("error", reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`timeout: ${method} ${pathname}`)));
    request.end(body);
  });
}
