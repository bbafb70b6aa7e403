import { act } from "@testing-library/react";
import { vi } from "vitest";

/**
 * Replaces XMLHttpRequest for an upload whose answer streams back while it is read ('Analisar
 * gravação'): the test reports the bytes sent, then answers line by line or refuses, as the server
 * would. Each step runs inside `act`, as the screen updates with it. Nothing here imitates server logic.
 */
export type FakeStreamedRequest = {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
  aborted: boolean;
  /** Reports `loaded` of `total` bytes sent. */
  sent(loaded: number, total: number): void;
  /** The whole body is sent. */
  uploaded(): void;
  /** Answers 200 and sends these lines of the answer (each as JSON, a newline after it). */
  lines(...lines: unknown[]): void;
  /** The answer ends. */
  end(): void;
  /** Answers at once with a JSON body, as a refusal does. */
  respond(status: number, body: unknown): void;
  /** Fails as a broken connection does. */
  fail(): void;
};

export function fakeStreamedUploads() {
  const requests: FakeStreamedRequest[] = [];

  class FakeXMLHttpRequest extends EventTarget {
    status = 0;
    statusText = "";
    responseText = "";
    readonly upload = new EventTarget();
    private method = "GET";
    private url = "";
    private readonly headers: Record<string, string> = {};
    private request: FakeStreamedRequest | null = null;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }

    abort() {
      if (this.request) this.request.aborted = true;
      this.dispatchEvent(new Event("abort"));
    }

    send(body: unknown) {
      const fire = (target: EventTarget, event: Event) => act(() => void target.dispatchEvent(event));
      this.request = {
        method: this.method,
        url: new URL(this.url, window.location.href),
        headers: this.headers,
        body,
        aborted: false,
        sent: (loaded, total) => fire(this.upload, new ProgressEvent("progress", { lengthComputable: true, loaded, total })),
        uploaded: () => fire(this.upload, new ProgressEvent("load")),
        lines: (...lines) => {
          this.status = 200;
          this.responseText += lines.map((line) => `${JSON.stringify(line)}\n`).join("");
          fire(this, new ProgressEvent("progress"));
        },
        end: () => fire(this, new ProgressEvent("load")),
        respond: (status, answer) => {
          this.status = status;
          this.responseText = JSON.stringify(answer);
          fire(this, new ProgressEvent("load"));
        },
        fail: () => fire(this, new ProgressEvent("error")),
      };
      requests.push(this.request);
    }
  }

  vi.stubGlobal("XMLHttpRequest", FakeXMLHttpRequest);

  return {
    requests,
    /** The latest upload sent. */
    last(): FakeStreamedRequest {
      const request = requests.at(-1);
      if (!request) throw new Error("fakeStreamedUploads: nothing was sent");
      return request;
    },
  };
}
