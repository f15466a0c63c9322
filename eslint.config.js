// @ts-check
import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Lint: correctness and accessibility rules only; formatting is Prettier's (npm run format:check).
 * A rule turned off or down says why on its line.
 */
export default tseslint.config(
	{
		ignores: [
			'node_modules',
			'build*',
			'.react-router',
			'data',
			'tests/.tmp',
			'test-results',
			'playwright-report',
			'public',
			// The load bench's reference app, when built by hand into its own folder.
			'tests/bench/minimal-app/{build,.vite,.react-router}',
		],
	},
	js.configs.recommended,
	...tseslint.configs.recommended,
	{
		files: ['**/*.{ts,tsx}'],
		languageOptions: { globals: { ...globals.browser, ...globals.node } },
		plugins: { 'import-x': importX },
		rules: {
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
			'@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
			// NUL and other control characters are refused on purpose (request targets, CSV cells, names).
			'no-control-regex': 'off',
			// A probe that may fail (a server not up yet, a file not there) says so with an empty catch.
			'no-empty': ['error', { allowEmptyCatch: true }],
			'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
			'import-x/order': [
				'error',
				{
					groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index'], 'type'],
					pathGroups: [{ pattern: '#*/**', group: 'internal' }],
					alphabetize: { order: 'asc', caseInsensitive: true },
				},
			],
		},
	},
	{
		files: ['app/**/*.{ts,tsx}'],
		...reactHooks.configs.flat['recommended-latest'],
		rules: {
			...reactHooks.configs.flat['recommended-latest'].rules,
			// The React Compiler's rules: the console does not use the compiler, and the server-drawn → hydrated
			// hand-overs (dialogs, search box, selection) read refs during render on purpose.
			'react-hooks/refs': 'off',
			'react-hooks/set-state-in-effect': 'off',
		},
	},
	{
		files: ['app/**/*.tsx'],
		...jsxA11y.flatConfigs.recommended,
		rules: {
			...jsxA11y.flatConfigs.recommended.rules,
			// The sign-in and code steps focus their one field when they open, as the spec's flows do.
			'jsx-a11y/no-autofocus': 'off',
		},
	},
	{
		files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
		rules: {
			// Tests read route modules' loader and action data through casts; typing each reply would only repeat the route.
			'@typescript-eslint/no-explicit-any': 'off',
			// Test fixtures that register vitest hooks are named use… (useTestGateway), as in the Epic Stack.
			'react-hooks/rules-of-hooks': 'off',
		},
	},
)
