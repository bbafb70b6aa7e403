import { Button } from "@/components/ui/button";

export type FormActionsProps = {
  texts: { cancel: string; save: string; saving: string };
  saving: boolean;
  onCancel: () => void;
  /** Without it the save button submits its form; with it, it runs this instead (a dialog outside a form). */
  onSave?: () => void;
  /** Disables saving for another reason than a save under way (e.g. a musician being added). */
  busy?: boolean;
};

/** 'Cancelar' and 'Salvar' ('Salvando...' while saving) at the foot of an admin form or dialog. */
export function FormActions({ texts, saving, onCancel, onSave, busy = false }: FormActionsProps) {
  return (
    <>
      <Button type="button" variant="outline" disabled={saving} onClick={onCancel}>
        {texts.cancel}
      </Button>
      <Button type={onSave ? "button" : "submit"} disabled={saving || busy} onClick={onSave}>
        {saving ? texts.saving : texts.save}
      </Button>
    </>
  );
}
