import { vi } from "vitest";

/**
 * Replaces XMLHttpRequest — the network boundary of lib/upload.ts — with a fake the test drives:
 * it reports upload progress and answers when the test says so.
 */
export type FakeUploadRequest = {
  method: string;
  url: string;
  body: FormData;
  aborted: boolean;
  /** Reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number): void;
  /** Answers with a JSON body. */
  respond(status: number, body: unknown): void;
  /** Fails as a broken connection does. */
  fail(): void;
};

export function fakeUploads() {
  const requests: FakeUploadRequest[] = [];
  const taken = new WeakSet<FakeUploadRequest>();
  let waiting: ((request: FakeUploadRequest) => void)[] = [];

  class FakeXMLHttpRequest extends EventTarget {
    status = 0;
    statusText = "";
    responseText = "";
    readonly upload = new EventTarget();
    private method = "GET";
    private url = "";
    private request: FakeUploadRequest | null = null;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader() {}

    abort() {
      if (this.request) this.request.aborted = true;
      this.dispatchEvent(new Event("abort"));
    }

    send(body: FormData) {
      const answer = (status: number, text: string, type: "load" | "error") => {
        this.status = status;
        this.responseText = text;
        this.dispatchEvent(new Event(type));
      };
      const request: FakeUploadRequest = {
        method: this.method,
        url: this.url,
        body,
        aborted: false,
        progress: (loaded, total) =>
          this.upload.dispatchEvent(new ProgressEvent("progress", { lengthComputable: true, loaded, total })),
        respond: (status, responseBody) => answer(status, JSON.stringify(responseBody), "load"),
        fail: () => answer(0, "", "error"),
      };
      this.request = request;
      requests.push(request);
      const listeners = waiting;
      waiting = [];
      for (const listener of listeners) listener(request);
    }
  }

  vi.stubGlobal("XMLHttpRequest", FakeXMLHttpRequest);

  return {
    requests,
    /** The next upload the code sends (or one already sent that no test step took yet). */
    next(): Promise<FakeUploadRequest> {
      const pending = requests.find((request) => !taken.has(request));
      if (pending) {
        taken.add(pending);
        return Promise.resolve(pending);
      }
      return new Promise((resolve) =>
        waiting.push((request) => {
          taken.add(request);
          resolve(request);
        }),
      );
    },
  };
}

export type FakeUploads = ReturnType<typeof fakeUploads>;
