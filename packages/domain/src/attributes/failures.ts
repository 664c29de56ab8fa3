/** An alert: its title and message. */
interface Failure {
  title: string;
  message: string;
}

const incorrect = (title: string, name: string, message: string): Failure => ({
  title,
  message: `The value of the '${name}' Attribute is incorrect. ${message}`,
});

/** The alert shown when a store attribute value fails its check; nothing is saved. */
export const storeAttributeFailure = (name: string, message: string): Failure =>
  incorrect('Store Attribute Value Incorrect', name, message);

/** The alert shown when an application attribute value fails its check; nothing is saved. */
export const appAttributeFailure = (name: string, message: string): Failure =>
  incorrect('Attribute Value Incorrect', name, message);
