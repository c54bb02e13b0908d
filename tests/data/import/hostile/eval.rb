eval("create 'from_eval', 'f'")
create 'after_eval', 'f'
