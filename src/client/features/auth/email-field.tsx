import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { InputField } from "@/components/form-field-block";
import { authTexts } from "./texts";

/** 'E-mail' of the sign-in and password recovery forms (a field named `email`). */
export function EmailField<T extends FieldValues & { email: string }>({ control }: { control: Control<T> }) {
  return (
    <InputField
      control={control}
      name={"email" as FieldPath<T>}
      label={authTexts.fields.email}
      type="email"
      autoComplete="email"
      placeholder={authTexts.fields.emailPlaceholder}
    />
  );
}
