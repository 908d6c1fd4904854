import { useQueryClient } from '@tanstack/react-query';
import { UPLOAD_MESSAGES, isPremium, libraryLimits, type LibraryItem } from '@reelforge/contracts';
import { useCallback, useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api';
import { useUser } from '@/lib/auth';
import { notifyMutationError } from '@/lib/mutation-toasts';
import { dashboardKeys } from '@/lib/queries/dashboard';
import { libraryKeys } from '@/lib/queries/library';

export interface UploadTask {
  id: string;
  name: string;
  size: number;
  /** Bytes the browser has sent so far. */
  sent: number;
  status: 'uploading' | 'processing' | 'done' | 'failed';
  error?: string;
}

/**
 * POSTs one file as multipart (fields first, so the server knows them before the bytes). XHR
 * rather than fetch: only XHR reports upload progress in every browser.
 */
export function uploadFile(file: File, onProgress: (sent: number) => void): Promise<LibraryItem> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/library/uploads');
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => onProgress(e.loaded);
    xhr.onload = () => {
      if (xhr.status === 201) resolve(JSON.parse(xhr.responseText) as LibraryItem);
      else reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.onabort = () => reject(new Error('aborted'));
    xhr.send(form);
  });
}

/** The files being uploaded, each with its progress; finished ones stay listed until dismissed. */
export function useUploads() {
  const queryClient = useQueryClient();
  const { user } = useUser();
  const [tasks, setTasks] = useState<UploadTask[]>([]);
  const patch = (id: string, change: Partial<UploadTask>) => setTasks((all) => all.map((t) => (t.id === id ? { ...t, ...change } : t)));

  const start = useCallback(
    (files: File[]) => {
      const limits = libraryLimits(user && isPremium(user) ? 'premium' : 'free');
      for (const file of files) {
        const id = crypto.randomUUID();
        const task: UploadTask = { id, name: file.name, size: file.size, sent: 0, status: 'uploading' };
        setTasks((all) => [...all, task]);
        // Refused before sending when the answer is already known (the server checks again).
        if (file.size > limits.maxFileBytes) {
          const plan = user && isPremium(user) ? 'premium' : 'free';
          patch(id, { status: 'failed', error: UPLOAD_MESSAGES.tooLarge(plan) });
          toast({ title: UPLOAD_MESSAGES.tooLargeTitle, description: UPLOAD_MESSAGES.tooLarge(plan), variant: 'destructive' });
          continue;
        }
        uploadFile(file, (sent) => patch(id, { sent, status: sent >= file.size ? 'processing' : 'uploading' }))
          .then(async (item) => {
            patch(id, { sent: file.size, status: 'done' });
            toast({ title: UPLOAD_MESSAGES.uploadedTitle, description: UPLOAD_MESSAGES.uploaded(item.name) });
            await Promise.all([libraryKeys.items, dashboardKeys.stats].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
          })
          .catch((error: unknown) => {
            const message = error instanceof ApiError ? (error.userMessage ?? UPLOAD_MESSAGES.failed) : UPLOAD_MESSAGES.failed;
            patch(id, { status: 'failed', error: message });
            notifyMutationError(error, { fallback: UPLOAD_MESSAGES.failed, title: UPLOAD_MESSAGES.failedTitle, on401: 'redirect' });
          });
      }
    },
    [queryClient, user],
  );

  const dismiss = (id: string) => setTasks((all) => all.filter((t) => t.id !== id));
  const clearFinished = () => setTasks((all) => all.filter((t) => t.status === 'uploading' || t.status === 'processing'));
  return { tasks, start, dismiss, clearFinished };
}
