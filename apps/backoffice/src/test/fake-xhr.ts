/**
 * XMLHttpRequest as far as an upload with progress uses it, answered by the same fake fetch as the
 * API client (so the fake gateway's handlers and call log see uploads too). Progress is reported at
 * half way and at the end, then the answer is delivered.
 */
export function createFakeXhr(fetchFn: typeof fetch) {
  return class FakeXMLHttpRequest {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private aborted = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }

    abort() {
      this.aborted = true;
      this.onabort?.();
    }

    send(body: FormData | null) {
      const progress = (loaded: number) =>
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
      void (async () => {
        progress(50);
        let response: Response;
        try {
          response = await fetchFn(this.url, { method: this.method, headers: this.headers, body });
        } catch {
          this.onerror?.();
          return;
        }
        if (this.aborted) return;
        progress(100);
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.();
      })();
    }
  };
}
