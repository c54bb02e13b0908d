# bash completion for hbase-designer-cli (docs/cli.md). Commands are listed here and checked
# against the program's own --help by tst_install; each command's options, and the values an
# option lists as <a|b>, are read from that command's --help when completing, so they cannot
# drift; the first argument of `lesson` completes to the bundled lesson ids (`lessons`).

_hbase_designer_cli()
{
    local cur="${COMP_WORDS[COMP_CWORD]}"
    local prev="${COMP_WORDS[COMP_CWORD-1]}"
    local program="${COMP_WORDS[0]}"
    local commands="validate lint rules export format import diff migrate compare lessons lesson cluster splits preview regions bench"
    COMPREPLY=()

    if [[ ${COMP_CWORD} -eq 1 ]]; then
        COMPREPLY=($(compgen -W "${commands} --help --version" -- "${cur}"))
        return 0
    fi

    local command="${COMP_WORDS[1]}"
    local help
    help="$("${program}" "${command}" --help 2>/dev/null)" || return 0

    # HBase's split algorithms, too long a list for the usage line: the names its help gives.
    if [[ ${command} == splits && ${prev} == --algo ]]; then
        COMPREPLY=($(compgen -W "HexStringSplit DecimalStringSplit UniformSplit" -- "${cur}"))
        return 0
    fi

    # The values an option lists in its help as <a|b|c>.
    if [[ ${prev} == -* ]]; then
        local values
        values="$(printf '%s\n' "${help}" |
            sed -n -E "s/^  (-[A-Za-z], )?${prev} <([^>]*\|[^>]*)>.*/\2/p" | tr '|' ' ')"
        if [[ -n ${values} ]]; then
            COMPREPLY=($(compgen -W "${values}" -- "${cur}"))
            return 0
        fi
        # An option that takes a value of its own (a file, a table name): files.
        if printf '%s\n' "${help}" | grep -q -E "^ +(-[A-Za-z], )?${prev} <"; then
            COMPREPLY=($(compgen -f -- "${cur}"))
            return 0
        fi
    fi

    if [[ ${cur} == -* ]]; then
        local options
        # Options start their line at two spaces; a wrapped description is indented further.
        options="$(printf '%s\n' "${help}" | grep -o -E '^  (-[A-Za-z], )?--[a-z-]+' |
            sed -E 's/^  (-[A-Za-z], )?//')"
        COMPREPLY=($(compgen -W "${options}" -- "${cur}"))
        return 0
    fi

    # `lesson LESSON ...`: the bundled lessons by id.
    if [[ ${command} == lesson && ${COMP_CWORD} -eq 2 ]]; then
        local lessons
        lessons="$("${program}" lessons 2>/dev/null | sed -n -E 's/^([a-z0-9-]+): .*/\1/p')"
        COMPREPLY=($(compgen -W "${lessons}" -- "${cur}") $(compgen -G "${cur}*.json"))
        return 0
    fi

    # A command that takes no file (lessons, rules, splits) lists no "Arguments:".
    if ! printf '%s\n' "${help}" | grep -q '^Arguments:'; then
        return 0
    fi
    COMPREPLY=($(compgen -f -- "${cur}"))
}

complete -o filenames -F _hbase_designer_cli hbase-designer-cli
