/**
 * Sends one request to a worker made for it and resolves its one answer, or `failed` when the
 * worker fails; the worker ends either way. `transfer` moves buffers instead of copying them.
 */
export function askWorker<Request, Answer>(
  worker: Worker,
  request: Request,
  failed: Answer,
  transfer: Transferable[] = [],
): Promise<Answer> {
  return new Promise<Answer>((resolve) => {
    worker.onmessage = (message: MessageEvent<Answer>) => resolve(message.data);
    worker.onerror = () => resolve(failed);
    worker.postMessage(request, transfer);
  }).finally(() => worker.terminate());
}
