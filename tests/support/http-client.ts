import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/**
 * One request on its own connection, exactly as given: any method (fetch refuses TRACE), any
 * header (Origin, Sec-Fetch-Site, Host), a Content-Length that matches the body unless set.
 */
export function send(
  origin: string,
  { method = "GET", path, headers = {}, body }: RawRequest,
): Promise<RawResponse> {
  // The path goes out as given ("//x" included), never resolved against the origin.
  const url = new URL(origin);
  // Node 24's client frames a body given to end() by neither Content-Length nor chunks for methods
  // that default to no body (DELETE, OPTIONS, TRACE): the server then reads it as the next request.
  const framed = Object.keys(headers).some((name) => /^(content-length|transfer-encoding)$/i.test(name));
  const sent =
    body !== undefined && !framed
      ? { ...headers, "content-length": String(Buffer.byteLength(body)) }
      : headers;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path, method, headers: sent, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** A form body, URL-encoded as browsers send it. */
export function formBody(fields: Record<string, string>): { body: string; headers: Record<string, string> } {
  return {
    body: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  };
}
