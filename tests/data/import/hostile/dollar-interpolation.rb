create "t#$0", 'f'
