notes = <<~TEXT
  create 'from_heredoc', 'f'
TEXT
create 'real', 'f'
