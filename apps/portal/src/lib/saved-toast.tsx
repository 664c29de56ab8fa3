import { Toast, ToastTitle, useToastController } from '@fluentui/react-components';

/** The toaster the shell renders once; saves anywhere in the app report there. */
export const SAVED_TOASTER_ID = 'saved';

/** Confirms a save with a short toast, which Fluent also announces to screen readers. */
export function useSavedToast(): (text: string) => void {
  const { dispatchToast } = useToastController(SAVED_TOASTER_ID);
  return (text) =>
    dispatchToast(
      <Toast>
        <ToastTitle>{text}</ToastTitle>
      </Toast>,
      { intent: 'success', timeout: 3000 },
    );
}
