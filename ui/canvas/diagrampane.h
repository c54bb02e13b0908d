#pragma once

#include <QWidget>

class DiagramScene;
class DiagramView;
class Document;
class FileController;
class QAction;
class QTabWidget;
class QToolBar;

// The canvas tab: the diagram and its tools (zoom in and out, fit, arrange, export), with the
// actions the menus share.
class DiagramPane : public QWidget
{
    Q_OBJECT

public:
    // `files` names the exported pictures as the other exports are named.
    DiagramPane(Document *document, const FileController *files, QWidget *parent = nullptr);

    DiagramScene *scene() const { return m_scene; }
    DiagramView *view() const { return m_view; }
    QAction *exportAction() const { return m_export; }
    QAction *arrangeAction() const { return m_arrange; }
    QAction *fitAction() const { return m_fit; }
    // Puts the tools in the free end of the bar of `tabs`, the tab widget that holds the pane,
    // shown while the pane is the current tab: there they cost the diagram no height. Where the
    // tabs and the tools' texts do not fit side by side, the tools with icons show only those.
    void placeToolsIn(QTabWidget *tabs);

    void exportWithDialog();
    // The selected cards' tables to the clipboard (a project file holding just them), and back
    // as new tables; false when nothing is selected or the clipboard holds no tables.
    bool copySelected();
    bool paste();

    static constexpr const char *kMimeType = "application/x-hbase-designer-tables";

signals:
    void statusMessage(const QString &message);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void fitTools();

    Document *m_document;
    const FileController *m_files;
    DiagramScene *m_scene;
    DiagramView *m_view;
    QToolBar *m_tools;
    QTabWidget *m_tabs = nullptr;
    int m_toolsWidth = 0; // with their texts
    QAction *m_zoomIn;
    QAction *m_zoomOut;
    QAction *m_fit;
    QAction *m_arrange;
    QAction *m_export;
    QAction *m_copy;
    QAction *m_paste;
};
