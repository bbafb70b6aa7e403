import type { ComponentProps, ReactElement, ReactNode } from "react";
import type { Control, ControllerFieldState, ControllerRenderProps, FieldPath, FieldValues } from "react-hook-form";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";

type FieldFrameProps<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput> = {
  control: Control<TValues, unknown, TOutput>;
  name: TName;
  label: ReactNode;
  /** Beside the label, at the end of its line (e.g. 'Esqueceu a senha?'). */
  labelAside?: ReactNode;
  /** Classes of the field's block (grid placement). */
  className?: string;
  /** Between the control and the error message: hints, status lines, `FormDescription`. */
  description?: ReactNode | ((state: ControllerFieldState) => ReactNode);
};

export type FieldBlockProps<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput> = FieldFrameProps<
  TValues,
  TName,
  TOutput
> & {
  /** The control, linked to the label, the description and the error (`aria-invalid`). */
  children: (field: ControllerRenderProps<TValues, TName>, state: ControllerFieldState) => ReactElement;
};

/**
 * One field of an admin form: its label, the control, what is said under it and the error
 * message (react-hook-form's, or the server's after a 422).
 */
export function FieldBlock<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput>(
  props: FieldBlockProps<TValues, TName, TOutput>,
) {
  const { description, labelAside } = props;
  return (
    <FormField
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <FormItem className={props.className}>
          {labelAside ? (
            <div className="flex items-center justify-between gap-2">
              <FormLabel>{props.label}</FormLabel>
              {labelAside}
            </div>
          ) : (
            <FormLabel>{props.label}</FormLabel>
          )}
          <FormControl>{props.children(field, fieldState)}</FormControl>
          {typeof description === "function" ? description(fieldState) : description}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** A text field: `FieldBlock` around an `Input` bound to the field (an empty value for null). */
export function InputField<TValues extends FieldValues, TName extends FieldPath<TValues>, TOutput>({
  control,
  name,
  label,
  labelAside,
  className,
  description,
  ...inputProps
}: FieldFrameProps<TValues, TName, TOutput> & Omit<ComponentProps<typeof Input>, "name">) {
  return (
    <FieldBlock control={control} name={name} label={label} labelAside={labelAside} className={className} description={description}>
      {(field) => <Input {...field} value={(field.value as string | null | undefined) ?? ""} {...inputProps} />}
    </FieldBlock>
  );
}
