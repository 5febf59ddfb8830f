import { PageScript } from "./page-script";

/**
 * One click, one submission (page script submit-once). Works on pages sent without the
 * framework's JavaScript; without JavaScript the form still sends.
 */
export function SubmitOnce({ formId }: { formId: string }) {
  return <PageScript name="submit-once" args={{ formId }} />;
}
