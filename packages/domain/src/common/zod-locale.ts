import { config, locales, type core } from 'zod';
import { describeField, nameField } from './field-labels.ts';

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'un texto',
  number: 'un número',
  int: 'un número entero',
  bigint: 'un número entero',
  nan: 'un número',
  boolean: 'verdadero o falso',
  array: 'una lista',
  tuple: 'una lista',
  object: 'un objeto',
  record: 'un objeto',
  date: 'una fecha',
};

const FORMAT_NAMES: Readonly<Record<string, string>> = {
  datetime: 'una fecha y hora ISO 8601 (por ejemplo 2026-12-24T21:30:00-03:00)',
  date: 'una fecha AAAA-MM-DD',
  time: 'una hora HH:MM',
  email: 'un correo electrónico válido',
  url: 'una dirección web válida',
  uuid: 'un identificador válido',
};

const SIZED: Readonly<Record<string, string>> = { string: 'caracteres', array: 'elementos', set: 'elementos' };

const listValues = (values: readonly unknown[]) => values.map((v) => String(v)).join(', ');

/**
 * Zod's default message for an issue no schema worded itself, naming the field in Spanish words (field-labels.ts):
 * 'Falta la fecha y hora', 'El título puede tener hasta 120 caracteres'. Undefined leaves it to zod's locale.
 */
export function describeIssue(issue: core.$ZodRawIssue): string | undefined {
  const path = issue.path ?? [];
  const field = describeField(path);
  const subject = nameField(field);
  const whole = path.length === 0;
  switch (issue.code) {
    case 'invalid_type': {
      const expected = TYPE_NAMES[issue.expected] ?? 'de otro tipo';
      if (issue.input === undefined) return whole ? 'Faltan los datos de la solicitud' : `Falta ${field}`;
      return whole ? `Los datos enviados deben ser ${expected}` : `${subject} debe ser ${expected}`;
    }
    case 'too_big': {
      const unit = SIZED[issue.origin];
      if (unit) return `${subject} puede tener hasta ${issue.maximum} ${unit}`;
      return issue.inclusive
        ? `${subject} debe ser como máximo ${issue.maximum}`
        : `${subject} debe ser menor que ${issue.maximum}`;
    }
    case 'too_small': {
      const unit = SIZED[issue.origin];
      if (unit === 'caracteres' && Number(issue.minimum) <= 1) return `Falta ${field}`;
      if (unit) return `${subject} debe tener al menos ${issue.minimum} ${unit}`;
      return issue.inclusive
        ? `${subject} debe ser como mínimo ${issue.minimum}`
        : `${subject} debe ser mayor que ${issue.minimum}`;
    }
    case 'invalid_format': {
      const format = FORMAT_NAMES[issue.format];
      return format ? `${subject} debe ser ${format}` : `${subject} no tiene un formato válido`;
    }
    case 'invalid_value':
      if (issue.values.length === 1) return `${subject} debe ser ${listValues(issue.values)}`;
      if (issue.values.length <= 8) return `${subject} debe ser uno de: ${listValues(issue.values)}`;
      return `${subject} no es una opción válida`;
    case 'not_multiple_of':
      return `${subject} debe ser múltiplo de ${issue.divisor}`;
    case 'unrecognized_keys':
      return whole ? 'Se enviaron datos que no corresponden' : `${subject} tiene datos que no corresponden`;
    default:
      return whole ? 'Los datos enviados no son válidos' : `Revisá ${field}`;
  }
}

/** Zod's own messages in Spanish, naming each field in words, for API answers and forms alike. */
export function useSpanishZodMessages(): void {
  config({ ...locales.es(), customError: describeIssue });
}
