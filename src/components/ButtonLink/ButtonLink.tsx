import type { ReactNode } from "react";

export type ButtonVariant = "primary" | "secondary" | "inverse";

/** A link styled as a button: for navigation, where a <button> would be wrong. */
export function ButtonLink({
  href,
  variant = "primary",
  children,
}: {
  href: string;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <a className={`button button--${variant}`} href={href}>
      {children}
    </a>
  );
}

export function ButtonGroup({ children }: { children: ReactNode }) {
  return <div className="button-group">{children}</div>;
}
