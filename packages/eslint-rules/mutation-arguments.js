// @ts-check
/**
 * The schema's mutation-argument style (schema/common.graphql): the ids of what a mutation acts on
 * and the version the edit started from are arguments, the values it writes one `input` after them.
 * Input-object types are the types named `*Input` (the naming-convention rule keeps that true), so
 * the rule needs only the file it reads.
 */

// The parser keeps GraphQL's own `kind` and renames a node's `type` to `gqlType`, `type` being ESLint's.
/** @typedef {{ kind: string, name?: { value: string }, gqlType?: TypeNode }} TypeNode */
/** @typedef {{ name: { value: string }, gqlType: TypeNode }} Argument */
/** @typedef {{ name: { value: string }, arguments?: Argument[] }} Field */

/** @param {TypeNode} type */
const namedType = (type) =>
  type.kind === 'NamedType' ? (type.name?.value ?? '') : namedType(/** @type {TypeNode} */ (type.gqlType));

/** @param {Argument} argument */
const isInputObject = (argument) => namedType(argument.gqlType).endsWith('Input');

/** @param {Argument} argument */
const isRequiredId = (argument) =>
  argument.gqlType.kind === 'NonNullType' &&
  argument.gqlType.gqlType?.kind === 'NamedType' &&
  namedType(argument.gqlType) === 'ID';

// update*/move* change one row, whose id they take; updateMy* acts on the signed-in person, known by the token.
const CHANGES_A_ROW = /^(update|move)(?!My[A-Z])/;

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'suggestion',
    docs: {
      description: 'Mutations take ids and version as arguments and the values they write as one `input`.',
    },
    schema: [],
    messages: {
      inputName: 'The values a mutation writes are one argument named `input`, not `{{ name }}`.',
      inputLast:
        '`{{ name }}` follows `input`: ids, version and single values come first, `input` after them.',
      rowId: "`{{ field }}` changes one row: its first argument is that row's id (`ID!`).",
      version: '`{{ field }}` takes `version: Int!`, the version the edit started from.',
      inputCarriesRow: '`{{ name }}` is an argument of the mutation, not a field of its input.',
    },
  },
  create(context) {
    // report() is typed for ESTree nodes; graphql-eslint's are GraphQL's, located the same way.
    /** @param {Field} field */
    const checkMutation = (field) => {
      const name = field.name.value;
      const args = field.arguments ?? [];
      const firstInput = args.findIndex(isInputObject);
      if (firstInput >= 0 && args[firstInput]?.name.value !== 'input')
        context.report({
          node: /** @type {never} */ (args[firstInput]),
          messageId: 'inputName',
          data: { name: args[firstInput]?.name.value ?? '' },
        });
      for (const argument of firstInput >= 0 ? args.slice(firstInput + 1) : [])
        if (!isInputObject(argument))
          context.report({
            node: /** @type {never} */ (argument),
            messageId: 'inputLast',
            data: { name: argument.name.value },
          });
      if (CHANGES_A_ROW.test(name) && !(args[0] && isRequiredId(args[0])))
        context.report({ node: /** @type {never} */ (field), messageId: 'rowId', data: { field: name } });
      const version = args.find((argument) => argument.name.value === 'version');
      if (
        name.startsWith('update') &&
        !(version?.gqlType.kind === 'NonNullType' && namedType(version.gqlType) === 'Int')
      )
        context.report({ node: /** @type {never} */ (field), messageId: 'version', data: { field: name } });
    };
    /** @param {{ name: { value: string } }} field */
    const checkInputField = (field) => {
      if (field.name.value === 'id' || field.name.value === 'version')
        context.report({
          node: /** @type {never} */ (field),
          messageId: 'inputCarriesRow',
          data: { name: field.name.value },
        });
    };
    return {
      ':matches(ObjectTypeDefinition, ObjectTypeExtension)[name.value="Mutation"] > FieldDefinition':
        checkMutation,
      ':matches(InputObjectTypeDefinition, InputObjectTypeExtension) > InputValueDefinition': checkInputField,
    };
  },
};
