import { minutesOf12h, minutesOf24h } from './formats.js';
import {
  all,
  boolean,
  clock12,
  clock24,
  integerNotBelowZero,
  jsonValidator,
  list,
  object,
  required,
  span,
  START_BEFORE_END,
  text,
  type Check,
  type Json,
  type JsonObject,
  type Rule,
} from './json-checks.js';

/** StartTime must come before EndTime; both already passed their format check. */
const startBeforeEnd =
  (minutes: (time: string) => number | undefined): Rule =>
  (frame) =>
    minutes(String(frame.StartTime))! < minutes(String(frame.EndTime))! ? undefined : START_BEFORE_END;

const timeFrame = object(
  { StartTime: required(clock12), EndTime: required(clock12) },
  { rules: [startBeforeEnd(minutesOf12h)] },
);

/** Overlapping frames are allowed, but the editor is told. */
function overlapWarning(value: Json): string | undefined {
  const frames = ((value as JsonObject).TimeFrames as JsonObject[])
    .map((frame) => [minutesOf12h(String(frame.StartTime))!, minutesOf12h(String(frame.EndTime))!] as const)
    .sort((a, b) => a[0] - b[0]);
  const overlapped = frames.some(([start], index) => index > 0 && start < frames[index - 1]![1]);
  return overlapped ? 'Time intervals are overlapped.' : undefined;
}

/** Type 8: {TimeFrames: [{StartTime, EndTime}]} in 12-hour times such as 8am or 08:30 pm. */
export const timeIntervalValue = jsonValidator(
  object({ TimeFrames: required(list('Time frame', timeFrame)) }),
  overlapWarning,
);

/** Type 15: {Enabled, StartTime, EndTime} in 24-hour hh:mm. */
export const enabledTimeFrameValue = jsonValidator(
  object(
    { Enabled: required(boolean), StartTime: required(clock24), EndTime: required(clock24) },
    { rules: [startBeforeEnd(minutesOf24h)] },
  ),
);

const notZeroInterval: Rule = (value) =>
  value.Interval === '00:00' ? 'Interval must not be 00:00.' : undefined;

/** Type 19: {Enabled, StartTime, EndTime, Interval}, all hh:mm. */
export const bulkPickingValue = jsonValidator(
  object(
    {
      Enabled: required(boolean),
      StartTime: required(clock24),
      EndTime: required(clock24),
      Interval: required(clock24),
    },
    { rules: [notZeroInterval, startBeforeEnd(minutesOf24h)] },
  ),
);

const notZeroSpan: Check = (value, name) =>
  value === '00:00:00' ? `${name} must not be 00:00:00.` : undefined;

/** Type 21: {ApprovalWindow, MessageContent}; the window is HH:MM:SS. */
export const consolidatedApprovalValue = jsonValidator(
  object({ ApprovalWindow: required(all(span, notZeroSpan)), MessageContent: required(text) }),
);

/** Type 26: whether, after how many seconds and with which message to follow up a carry-out order. */
export const carryoutFollowUpValue = jsonValidator(
  object({
    OrderNotificationCarryoutFollowUpEnabled: required(boolean),
    OrderNotificationCarryoutFollowUpInSeconds: required(integerNotBelowZero),
    OrderNotificationCarryoutFollowUpMessage: required(text),
  }),
);
