/** Arithmetic operators of the screening language. */
export type ArithmeticOperator = '+' | '-' | '*' | '/';

/** Comparison operators of the screening language (`=` is equality, not assignment). */
export type ComparisonOperator = '>' | '>=' | '<' | '<=' | '=' | '!=';

/** Logical connectives (`not` is a unary node). */
export type LogicalOperator = 'and' | 'or';

/** Fields shared by every syntax-tree node: the 0-based offset of its first character in the source. */
interface At {
  readonly position: number;
}

/** The syntax tree a screen parses to, before names are resolved against the catalogue. */
export type ScreenAst =
  | (At & { readonly kind: 'number'; readonly value: number })
  | (At & { readonly kind: 'string'; readonly value: string })
  | (At & { readonly kind: 'identifier'; readonly name: string })
  | (At & { readonly kind: 'call'; readonly name: string; readonly args: readonly ScreenAst[] })
  | (At & { readonly kind: 'offset'; readonly target: ScreenAst; readonly bars: number })
  | (At & { readonly kind: 'negate'; readonly operand: ScreenAst })
  | (At & { readonly kind: 'not'; readonly operand: ScreenAst })
  | (At & {
      readonly kind: 'arithmetic';
      readonly operator: ArithmeticOperator;
      readonly left: ScreenAst;
      readonly right: ScreenAst;
    })
  | (At & {
      readonly kind: 'comparison';
      readonly operator: ComparisonOperator;
      readonly left: ScreenAst;
      readonly right: ScreenAst;
    })
  | (At & {
      readonly kind: 'logical';
      readonly operator: LogicalOperator;
      readonly left: ScreenAst;
      readonly right: ScreenAst;
    });
