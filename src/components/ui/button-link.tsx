import type { ComponentProps } from 'react';

type Variant = 'primary' | 'secondary' | 'ghost-light';

const variants: Record<Variant, string> = {
  primary:
    'bg-amber text-ink hover:bg-amber-strong border-2 border-amber hover:border-amber-strong shadow-sm',
  secondary: 'bg-transparent text-ink border-2 border-ink hover:bg-ink hover:text-paper',
  'ghost-light': 'bg-transparent text-paper border-2 border-paper/80 hover:bg-paper hover:text-ink',
};

export const buttonClasses = (variant: Variant = 'primary') =>
  `inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-6 py-3 text-base font-bold uppercase tracking-wide transition-colors ${variants[variant]}`;

type ButtonLinkProps = ComponentProps<'a'> & { href: string; variant?: Variant };

/** A link that looks like a button. */
export function ButtonLink({ variant = 'primary', className = '', ...props }: ButtonLinkProps) {
  return <a {...props} className={`${buttonClasses(variant)} ${className}`} />;
}
