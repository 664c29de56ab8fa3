import mutationArguments from './mutation-arguments.js';

export default { meta: { name: '@fulfil/eslint-rules' }, rules: { 'mutation-arguments': mutationArguments } };
