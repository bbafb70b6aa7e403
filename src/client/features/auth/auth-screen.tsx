import type { ReactNode } from "react";
import { MusicIcon } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { paths } from "@/lib/paths";
import { authTexts } from "./texts";

/** The centred card every sign-in screen sits in. */
export function AuthScreen({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex min-h-svh items-center justify-center bg-muted p-4">
      <div className="flex w-full max-w-sm flex-col gap-6">
        <Link
          to={paths.home.href()}
          className="flex items-center justify-center gap-2 text-lg font-semibold"
        >
          <span className="flex size-8 items-center justify-center rounded-md bg-primary text-primary-foreground">
            <MusicIcon className="size-4" aria-hidden />
          </span>
          {authTexts.productName}
        </Link>
        <Card>
          <CardHeader>
            <h1 className="text-xl leading-none font-semibold">{title}</h1>
            {description && <CardDescription>{description}</CardDescription>}
          </CardHeader>
          <CardContent>{children}</CardContent>
          {footer && <CardFooter className="justify-center text-sm">{footer}</CardFooter>}
        </Card>
      </div>
    </div>
  );
}
