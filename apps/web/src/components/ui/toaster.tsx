import { useEffect } from 'react';
import { dismiss, showCarriedToast, useToast } from '@/hooks/use-toast';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';

export function Toaster() {
  const { toasts } = useToast();
  useEffect(showCarriedToast, []);
  return (
    <ToastProvider swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast key={id} variant={variant} duration={duration} open={open} onOpenChange={(o) => !o && dismiss(id)}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
