'use client';
import { FieldError, FieldLabel, useField } from '@payloadcms/ui';
import type { TextFieldClientComponent } from 'payload';
import { illustrationPath, workspaceIllustrations } from '@/domain/illustrations';
import styles from './illustration-picker.module.css';

/*
 * A workspace type's illustration, chosen from the ones the site ships, each with its preview
 * (issue 42, item 5): radio buttons in a grid, so it works by keyboard and reads as a list of
 * choices. The stored value is the file's address, as before (a text field: no schema change).
 */
export const IllustrationPicker: TextFieldClientComponent = ({ path, field, readOnly }) => {
  const { value, setValue, showError, errorMessage, disabled } = useField<string>({
    potentiallyStalePath: path,
  });
  const locked = Boolean(readOnly || disabled);
  const legendId = `field-${path.replace(/\W/g, '-')}-legend`;
  const known = workspaceIllustrations.some((illustration) => illustrationPath(illustration.name) === value);
  return (
    <div className={`field-type ${styles.picker}`} data-testid="illustration-picker">
      <fieldset className={styles.fieldset} aria-labelledby={legendId} disabled={locked}>
        <legend id={legendId} className={styles.legend}>
          <FieldLabel label={field.label} required={field.required} path={path} as="span" />
        </legend>
        {value && !known && (
          <p className={styles.unknown} role="status">
            The current value, {value}, is not one of the site’s illustrations: choose one below.
          </p>
        )}
        <div className={styles.grid}>
          {workspaceIllustrations.map((illustration) => {
            const address = illustrationPath(illustration.name);
            const id = `${legendId}-${illustration.name}`;
            return (
              <label key={illustration.name} htmlFor={id} className={styles.option}>
                <input
                  id={id}
                  type="radio"
                  name={path}
                  value={address}
                  checked={value === address}
                  onChange={() => setValue(address)}
                  className={styles.radio}
                />
                {/* A preview of a committed SVG, same origin: no optimiser needed. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img src={address} alt="" width={120} height={90} className={styles.preview} loading="lazy" />
                <span>{illustration.label}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <FieldError path={path} showError={showError} message={errorMessage} />
    </div>
  );
};
