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
		ignores: ['node_modules', 'build*', '.react-router', 'data', 'tests/.tmp', 'test-results', 'playwright-report', 'public'],
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
		files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts', 'app/**/route-test-utils.ts'],
		rules: {
			// Tests read route modules' loader and action data through casts; typing each reply would only repeat the route.
			'@typescript-eslint/no-explicit-any': 'off',
		},
	},
	{
		files: ['app/**/*.tsx'],
		...reactHooks.configs.flat['recommended-latest'],
	},
	{
		files: ['app/**/*.tsx'],
		...jsxA11y.flatConfigs.recommended,
	},
)
